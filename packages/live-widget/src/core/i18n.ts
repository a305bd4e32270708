/**
 * Widget languages (SPEC section 5, first reading: 21 languages, default en).
 * Every label of the widget is translated; the two notices (SPEC section 8) stay English
 * and therefore live in constants.ts, not here.
 */
export const LANGUAGES = [
  'en', 'fr', 'pt', 'de', 'id', 'it', 'ko', 'pl', 'ru', 'es', 'th',
  'tr', 'uk', 'vi', 'nl', 'ro', 'ka', 'hy', 'az', 'el', 'uz',
] as const;
export type Lang = (typeof LANGUAGES)[number];

/** Status labels in SPEC's label order (section 9). */
export const STATUS_LABEL_KEYS = [
  'finished', 'halftime', 'postponed', 'cancelled', 'resultsOnly', 'live',
  'finishedOT', 'finishedP', 'awarded', 'extraHT', 'penalties', 'pause', 'breakTime',
  'q1', 'q2', 'q3', 'q4', 'ot',
] as const;

/** Other labels of the widget. */
export const UI_LABEL_KEYS = [
  'later', 'loading', 'empty', 'details', 'back', 'goal', 'yellowCard', 'redCard',
  'substitution', 'noEvents', 'reconnecting',
] as const;

/** Keys of the TABLE rows below. */
const ROW_KEYS = [...STATUS_LABEL_KEYS, ...UI_LABEL_KEYS] as const;

/** `{n} following` (the presence count, when the widget shows it): `{n}` is the number. */
export const LABEL_KEYS = [...ROW_KEYS, 'following'] as const;
export type LabelKey = (typeof LABEL_KEYS)[number];
export type Labels = Record<LabelKey, string>;

type Row = readonly [
  string, string, string, string, string, string, string, string, string, string, string, string, string,
  string, string, string, string, string,
  string, string, string, string, string, string, string, string, string, string, string,
];

// Columns: Finished, Half time, Postponed, Cancelled, Results only, Live, Finished (OT), Finished (P),
// Awarded, Extra HT, Penalties, Pause, Break time, Q1, Q2, Q3, Q4, OT,
// later, loading, empty, details, back, goal, yellowCard, redCard, substitution, noEvents, reconnecting
const TABLE: Record<Lang, Row> = {
  en: ['Finished', 'Half time', 'Postponed', 'Cancelled', 'Results only', 'Live', 'Finished (OT)', 'Finished (P)',
    'Awarded', 'Extra HT', 'Penalties', 'Pause', 'Break time', 'Q1', 'Q2', 'Q3', 'Q4', 'OT',
    'Information will be available later', 'Loading…', 'No matches', 'Match details', 'Back', 'Goal',
    'Yellow card', 'Red card', 'Substitution', 'No events yet', 'Reconnecting…'],
  fr: ['Terminé', 'Mi-temps', 'Reporté', 'Annulé', 'Résultats uniquement', 'En direct', 'Terminé (Prol.)',
    'Terminé (T.a.b.)', 'Sur tapis vert', 'Mi-temps prol.', 'Tirs au but', 'Pause', 'Interruption',
    'QT1', 'QT2', 'QT3', 'QT4', 'Prol.',
    'Les informations seront disponibles plus tard', 'Chargement…', 'Aucun match', 'Détails du match', 'Retour',
    'But', 'Carton jaune', 'Carton rouge', 'Remplacement', 'Aucun événement pour le moment', 'Reconnexion…'],
  pt: ['Terminado', 'Intervalo', 'Adiado', 'Cancelado', 'Apenas resultados', 'Ao vivo', 'Terminado (Prol.)',
    'Terminado (Pên.)', 'Vitória administrativa', 'Intervalo prol.', 'Pênaltis', 'Pausa', 'Interrupção',
    '1ºQ', '2ºQ', '3ºQ', '4ºQ', 'Prol.',
    'As informações estarão disponíveis mais tarde', 'Carregando…', 'Nenhuma partida', 'Detalhes da partida',
    'Voltar', 'Gol', 'Cartão amarelo', 'Cartão vermelho', 'Substituição', 'Ainda sem eventos', 'Reconectando…'],
  de: ['Beendet', 'Halbzeit', 'Verschoben', 'Abgesagt', 'Nur Ergebnisse', 'Live', 'Beendet (n.V.)',
    'Beendet (i.E.)', 'Am grünen Tisch', 'Halbzeit Verl.', 'Elfmeterschießen', 'Pause', 'Unterbrechung',
    '1. V', '2. V', '3. V', '4. V', 'Verl.',
    'Informationen werden später verfügbar sein', 'Wird geladen…', 'Keine Spiele', 'Spieldetails', 'Zurück',
    'Tor', 'Gelbe Karte', 'Rote Karte', 'Auswechslung', 'Noch keine Ereignisse', 'Verbindung wird wiederhergestellt…'],
  id: ['Selesai', 'Turun minum', 'Ditunda', 'Dibatalkan', 'Hanya hasil', 'Langsung', 'Selesai (PW)',
    'Selesai (P)', 'Menang WO', 'Jeda PW', 'Adu penalti', 'Jeda', 'Waktu istirahat',
    'K1', 'K2', 'K3', 'K4', 'PW',
    'Informasi akan tersedia nanti', 'Memuat…', 'Tidak ada pertandingan', 'Detail pertandingan', 'Kembali',
    'Gol', 'Kartu kuning', 'Kartu merah', 'Pergantian pemain', 'Belum ada kejadian', 'Menghubungkan ulang…'],
  it: ['Terminata', 'Intervallo', 'Rinviata', 'Annullata', 'Solo risultati', 'In diretta', 'Terminata (d.t.s.)',
    'Terminata (d.c.r.)', 'A tavolino', 'Intervallo suppl.', 'Rigori', 'Pausa', 'Interruzione',
    '1°Q', '2°Q', '3°Q', '4°Q', 'Suppl.',
    'Le informazioni saranno disponibili più tardi', 'Caricamento…', 'Nessuna partita', 'Dettagli partita',
    'Indietro', 'Gol', 'Cartellino giallo', 'Cartellino rosso', 'Sostituzione', 'Nessun evento per ora',
    'Riconnessione…'],
  ko: ['종료', '하프타임', '연기', '취소', '결과만', '라이브', '종료 (연장)', '종료 (승부차기)', '몰수승',
    '연장 하프타임', '승부차기', '일시 중단', '휴식 시간', '1쿼터', '2쿼터', '3쿼터', '4쿼터', '연장',
    '정보는 나중에 제공됩니다', '로딩 중…', '경기 없음', '경기 상세', '뒤로', '골', '옐로카드', '레드카드', '교체',
    '아직 이벤트가 없습니다', '다시 연결 중…'],
  pl: ['Zakończony', 'Przerwa', 'Przełożony', 'Odwołany', 'Tylko wyniki', 'Na żywo', 'Zakończony (dogr.)',
    'Zakończony (k.)', 'Walkower', 'Przerwa dogr.', 'Rzuty karne', 'Pauza', 'Przerwa techniczna',
    '1. kw.', '2. kw.', '3. kw.', '4. kw.', 'Dogr.',
    'Informacje będą dostępne później', 'Ładowanie…', 'Brak meczów', 'Szczegóły meczu', 'Wstecz', 'Gol',
    'Żółta kartka', 'Czerwona kartka', 'Zmiana', 'Brak zdarzeń', 'Ponowne łączenie…'],
  ru: ['Завершён', 'Перерыв', 'Перенесён', 'Отменён', 'Только результаты', 'Онлайн', 'Завершён (ОТ)',
    'Завершён (пен.)', 'Тех. результат', 'Перерыв доп. вр.', 'Пенальти', 'Пауза', 'Остановка',
    '1-я чтв.', '2-я чтв.', '3-я чтв.', '4-я чтв.', 'ОТ',
    'Информация будет доступна позже', 'Загрузка…', 'Нет матчей', 'Подробности матча', 'Назад', 'Гол',
    'Жёлтая карточка', 'Красная карточка', 'Замена', 'Пока нет событий', 'Переподключение…'],
  es: ['Finalizado', 'Descanso', 'Aplazado', 'Cancelado', 'Solo resultados', 'En vivo', 'Finalizado (prór.)',
    'Finalizado (pen.)', 'Adjudicado', 'Descanso prór.', 'Penaltis', 'Pausa', 'Interrupción',
    'C1', 'C2', 'C3', 'C4', 'Prór.',
    'La información estará disponible más tarde', 'Cargando…', 'No hay partidos', 'Detalles del partido',
    'Volver', 'Gol', 'Tarjeta amarilla', 'Tarjeta roja', 'Sustitución', 'Aún no hay eventos', 'Reconectando…'],
  th: ['จบการแข่งขัน', 'พักครึ่ง', 'เลื่อน', 'ยกเลิก', 'ผลเท่านั้น', 'สด', 'จบ (ต่อเวลา)', 'จบ (จุดโทษ)',
    'ชนะผ่าน', 'พักครึ่งต่อเวลา', 'ยิงจุดโทษ', 'หยุดชั่วคราว', 'ช่วงพัก',
    'ควอเตอร์ 1', 'ควอเตอร์ 2', 'ควอเตอร์ 3', 'ควอเตอร์ 4', 'ต่อเวลา',
    'ข้อมูลจะพร้อมให้บริการในภายหลัง', 'กำลังโหลด…', 'ไม่มีการแข่งขัน', 'รายละเอียดการแข่งขัน', 'กลับ',
    'ประตู', 'ใบเหลือง', 'ใบแดง', 'เปลี่ยนตัว', 'ยังไม่มีเหตุการณ์', 'กำลังเชื่อมต่อใหม่…'],
  tr: ['Bitti', 'Devre arası', 'Ertelendi', 'İptal edildi', 'Yalnızca sonuçlar', 'Canlı', 'Bitti (UZ)',
    'Bitti (P)', 'Hükmen', 'Uzatma devre arası', 'Penaltılar', 'Ara', 'Mola',
    '1.Ç', '2.Ç', '3.Ç', '4.Ç', 'UZ',
    'Bilgiler daha sonra sunulacak', 'Yükleniyor…', 'Maç yok', 'Maç ayrıntıları', 'Geri', 'Gol', 'Sarı kart',
    'Kırmızı kart', 'Oyuncu değişikliği', 'Henüz olay yok', 'Yeniden bağlanıyor…'],
  uk: ['Завершено', 'Перерва', 'Перенесено', 'Скасовано', 'Лише результати', 'Наживо', 'Завершено (ДЧ)',
    'Завершено (пен.)', 'Технічна перемога', 'Перерва ДЧ', 'Пенальті', 'Пауза', 'Зупинка',
    '1-а чв.', '2-а чв.', '3-я чв.', '4-а чв.', 'ДЧ',
    'Інформація буде доступна пізніше', 'Завантаження…', 'Немає матчів', 'Деталі матчу', 'Назад', 'Гол',
    'Жовта картка', 'Червона картка', 'Заміна', 'Подій поки немає', 'Перепідключення…'],
  vi: ['Kết thúc', 'Nghỉ giữa hiệp', 'Hoãn', 'Hủy', 'Chỉ kết quả', 'Trực tiếp', 'Kết thúc (HP)',
    'Kết thúc (Luân lưu)', 'Xử thắng', 'Nghỉ giữa hiệp phụ', 'Luân lưu', 'Tạm dừng', 'Giờ nghỉ',
    'H1', 'H2', 'H3', 'H4', 'HP',
    'Thông tin sẽ có sau', 'Đang tải…', 'Không có trận đấu', 'Chi tiết trận đấu', 'Quay lại', 'Bàn thắng',
    'Thẻ vàng', 'Thẻ đỏ', 'Thay người', 'Chưa có sự kiện', 'Đang kết nối lại…'],
  nl: ['Afgelopen', 'Rust', 'Uitgesteld', 'Afgelast', 'Alleen uitslagen', 'Live', 'Afgelopen (verl.)',
    'Afgelopen (pen.)', 'Reglementair', 'Rust verl.', 'Strafschoppen', 'Pauze', 'Onderbreking',
    'K1', 'K2', 'K3', 'K4', 'Verl.',
    'Informatie is later beschikbaar', 'Laden…', 'Geen wedstrijden', 'Wedstrijddetails', 'Terug', 'Doelpunt',
    'Gele kaart', 'Rode kaart', 'Wissel', 'Nog geen gebeurtenissen', 'Opnieuw verbinden…'],
  ro: ['Încheiat', 'Pauză', 'Amânat', 'Anulat', 'Doar rezultate', 'În direct', 'Încheiat (prel.)',
    'Încheiat (pen.)', 'Adjudecat', 'Pauză prel.', 'Lovituri de departajare', 'Întrerupt', 'Pauză tehnică',
    'Sf. 1', 'Sf. 2', 'Sf. 3', 'Sf. 4', 'Prel.',
    'Informațiile vor fi disponibile mai târziu', 'Se încarcă…', 'Niciun meci', 'Detalii meci', 'Înapoi', 'Gol',
    'Cartonaș galben', 'Cartonaș roșu', 'Schimbare', 'Încă nu există evenimente', 'Se reconectează…'],
  ka: ['დასრულდა', 'შესვენება', 'გადადებულია', 'გაუქმებულია', 'მხოლოდ შედეგები', 'პირდაპირი',
    'დასრულდა (დამ.)', 'დასრულდა (პენ.)', 'ტექნიკური გამარჯვება', 'დამ. შესვენება', 'პენალტები', 'პაუზა',
    'შესვენების დრო', 'I მეოთხ.', 'II მეოთხ.', 'III მეოთხ.', 'IV მეოთხ.', 'დამ. დრო',
    'ინფორმაცია მოგვიანებით იქნება ხელმისაწვდომი', 'იტვირთება…', 'მატჩები არ არის', 'მატჩის დეტალები', 'უკან',
    'გოლი', 'ყვითელი ბარათი', 'წითელი ბარათი', 'შეცვლა', 'მოვლენები ჯერ არ არის', 'ხელახლა დაკავშირება…'],
  hy: ['Ավարտված', 'Ընդմիջում', 'Հետաձգված', 'Չեղարկված', 'Միայն արդյունքներ', 'Ուղիղ', 'Ավարտված (լրաց.)',
    'Ավարտված (պենալ.)', 'Տեխնիկական հաղթանակ', 'Լրաց. ընդմիջում', 'Պենալտիներ', 'Դադար', 'Ընդմիջման ժամանակ',
    '1-ին քառ.', '2-րդ քառ.', '3-րդ քառ.', '4-րդ քառ.', 'Լրաց.',
    'Տեղեկատվությունը հասանելի կլինի ավելի ուշ', 'Բեռնվում է…', 'Հանդիպումներ չկան', 'Հանդիպման մանրամասներ',
    'Հետ', 'Գոլ', 'Դեղին քարտ', 'Կարմիր քարտ', 'Փոխարինում', 'Իրադարձություններ դեռ չկան', 'Վերամիացում…'],
  az: ['Bitdi', 'Fasilə', 'Təxirə salındı', 'Ləğv edildi', 'Yalnız nəticələr', 'Canlı', 'Bitdi (ƏV)',
    'Bitdi (P)', 'Texniki qələbə', 'ƏV fasiləsi', 'Penaltilər', 'Pauza', 'Fasilə vaxtı',
    '1-ci rüb', '2-ci rüb', '3-cü rüb', '4-cü rüb', 'ƏV',
    'Məlumat daha sonra əlçatan olacaq', 'Yüklənir…', 'Oyun yoxdur', 'Oyun təfərrüatları', 'Geri', 'Qol',
    'Sarı vərəqə', 'Qırmızı vərəqə', 'Əvəzetmə', 'Hələ hadisə yoxdur', 'Yenidən qoşulur…'],
  el: ['Ολοκληρώθηκε', 'Ημίχρονο', 'Αναβλήθηκε', 'Ακυρώθηκε', 'Μόνο αποτελέσματα', 'Ζωντανά',
    'Ολοκληρώθηκε (Παρ.)', 'Ολοκληρώθηκε (Πέν.)', 'Στα χαρτιά', 'Ημίχρονο παρ.', 'Πέναλτι', 'Παύση', 'Διάλειμμα',
    '1η Π', '2η Π', '3η Π', '4η Π', 'Παρ.',
    'Οι πληροφορίες θα είναι διαθέσιμες αργότερα', 'Φόρτωση…', 'Δεν υπάρχουν αγώνες', 'Λεπτομέρειες αγώνα',
    'Πίσω', 'Γκολ', 'Κίτρινη κάρτα', 'Κόκκινη κάρτα', 'Αλλαγή', 'Δεν υπάρχουν γεγονότα ακόμη', 'Επανασύνδεση…'],
  uz: ['Tugadi', 'Tanaffus', 'Qoldirildi', 'Bekor qilindi', 'Faqat natijalar', 'Jonli', 'Tugadi (QV)',
    'Tugadi (P)', 'Texnik g‘alaba', 'QV tanaffusi', 'Penaltilar', 'Pauza', 'Dam olish vaqti',
    '1-chorak', '2-chorak', '3-chorak', '4-chorak', 'QV',
    'Ma’lumot keyinroq mavjud bo‘ladi', 'Yuklanmoqda…', 'O‘yinlar yo‘q', 'O‘yin tafsilotlari', 'Orqaga', 'Gol',
    'Sariq kartochka', 'Qizil kartochka', 'Almashtirish', 'Hozircha voqealar yo‘q', 'Qayta ulanmoqda…'],
};

/** "N following": how many are watching the match with the widget (presence), `{n}` the number. */
const FOLLOWING: Record<Lang, string> = {
  en: '{n} following',
  fr: '{n} suivent le match',
  pt: '{n} acompanhando',
  de: '{n} verfolgen das Spiel',
  id: '{n} mengikuti',
  it: '{n} seguono la partita',
  ko: '{n}명 시청 중',
  pl: 'Śledzi: {n}',
  ru: 'Следят: {n}',
  es: '{n} siguiendo',
  th: 'ติดตาม {n} คน',
  tr: '{n} kişi takip ediyor',
  uk: 'Стежать: {n}',
  vi: '{n} người đang theo dõi',
  nl: '{n} volgen de wedstrijd',
  ro: '{n} urmăresc meciul',
  ka: 'თვალს ადევნებს: {n}',
  hy: 'Հետևում են՝ {n}',
  az: '{n} nəfər izləyir',
  el: '{n} παρακολουθούν',
  uz: '{n} kishi kuzatmoqda',
};

const toLabels = (row: Row, following: string): Labels =>
  ({ ...Object.fromEntries(ROW_KEYS.map((key, i) => [key, row[i]])), following }) as Labels;

export const TRANSLATIONS: Record<Lang, Labels> = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, toLabels(TABLE[lang], FOLLOWING[lang])]),
) as Record<Lang, Labels>;

/** A supported language, or 'en' for anything else (including different case or region tags). */
export function resolveLang(lang: unknown): Lang {
  if (typeof lang !== 'string') return 'en';
  const l = lang.trim().toLowerCase();
  return (LANGUAGES as readonly string[]).includes(l) ? (l as Lang) : 'en';
}

export function getLabels(lang: unknown): Labels {
  return TRANSLATIONS[resolveLang(lang)];
}
