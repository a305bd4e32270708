import type { CollectionSlug, Payload } from 'payload'
import { copyLocale } from '../lib/copy-locale'
import { b, doc, h, i, p, quote, ul } from './lexical'

/**
 * The demo content in Portuguese (issue 19): every page type has its translation, with its own slug
 * (`/pt/guias/lisboa-em-tres-dias`). Each translation starts as a copy of the English document (what
 * an editor's "Copy from English" does) and gets its texts in Portuguese on top; a block's text that
 * is not listed here stays as the English copy. Runs inside the seed's started/done markers, so the
 * seed stays all or nothing.
 */
const ctx = { disableRevalidate: true }

const categories: Record<string, { title: string; slug: string }> = {
  destinations: { title: 'Destinos', slug: 'destinos' },
  'food-and-drink': { title: 'Comer e beber', slug: 'comer-e-beber' },
  'walking-and-hiking': { title: 'Caminhadas', slug: 'caminhadas' },
  'practical-tips': { title: 'Dicas práticas', slug: 'dicas-praticas' },
}

const body = (intro: string, heading: string, text: string) => doc(p(intro), h('h2', heading), p(text))

const guides: Record<string, { title: string; slug: string; excerpt: string; body: ReturnType<typeof doc> }> = {
  'lisbon-in-three-days': {
    title: 'Lisboa em três dias: um guia sem pressa pela cidade das sete colinas',
    slug: 'lisboa-em-tres-dias',
    excerpt: 'Elétricos, miradouros e pastéis de nata: três dias em Lisboa ao ritmo de quem lá vive.',
    // The whole article, as long as the English one: it is the guide bench/pages measures in both
    // languages (a three-paragraph summary put its live widget on the first screen, and its code in the
    // page's first load).
    body: doc(
      p(
        'Lisboa recompensa quem não tem pressa. As colinas são íngremes, a calçada de calcário escorrega, e os melhores momentos acontecem entre as visitas: um café num ',
        i('quiosque'),
        ', um elétrico a chiar numa esquina, o rio a ficar dourado às seis da tarde.',
      ),
      h('h2', 'Primeiro dia: Alfama e o castelo'),
      p(
        'Comece cedo no Castelo de São Jorge, antes de chegarem os grupos, e desça a pé por Alfama. Perca-se de propósito: as ruelas acabam todas no rio.',
      ),
      h('h3', 'Onde parar para almoçar'),
      p(
        'Procure as tascas pequenas com o prato do dia escrito à mão. As sardinhas assadas são coisa de verão; no inverno, peça a feijoada.',
      ),
      h('h2', 'Segundo dia: Belém e o rio'),
      p(
        'Apanhe o elétrico 15 até Belém para ver o Mosteiro dos Jerónimos e a torre. Os famosos pastéis de Belém valem a fila, que anda mais depressa do que parece.',
      ),
      ul(
        'Compre os bilhetes do mosteiro online para evitar a fila',
        'O terraço do MAAT é gratuito e tem a melhor vista do rio',
        'Volte a pé pela beira-rio ao pôr do sol',
      ),
      h('h2', 'Terceiro dia: Sintra ou a costa'),
      p(
        'Um comboio de 40 minutos leva-o a Sintra, cujos palácios ficam numa serra muitas vezes envolta em nevoeiro. Se a previsão for cinzenta, vá antes a Cascais e dê um mergulho.',
      ),
      h('h2', 'Como se deslocar'),
      p(
        'Compre um cartão ',
        b('Navegante'),
        ' recarregável para metro, elétricos, autocarros e comboios suburbanos. O elétrico 28 é encantador mas vai cheio; apanhe-o cedo ou tarde.',
      ),
      quote('“Lisboa é uma cidade que se percebe com os pés.”'),
    ),
  },
  'douro-valley-wine-route': {
    title: 'A rota do vinho do Douro, estação a estação',
    slug: 'rota-do-vinho-do-douro',
    excerpt: 'Vindimas, amendoeiras em flor e socalcos dourados: quando ir ao Douro e o que provar.',
    body: body(
      'O Douro muda de cor a cada estação, e o vinho acompanha.',
      'Setembro: as vindimas',
      'É o mês mais animado das quintas: reserve cedo e prove o mosto acabado de pisar.',
    ),
  },
  'rota-vicentina-fishermens-trail': {
    title: 'A pé pela Rota Vicentina: o Trilho dos Pescadores',
    slug: 'rota-vicentina-trilho-dos-pescadores',
    excerpt: 'Falésias, praias escondidas e cegonhas nos rochedos: o trilho costeiro mais bonito do país.',
    body: body(
      'O Trilho dos Pescadores segue as falésias da costa alentejana.',
      'Etapas e areia',
      'Conte com areia solta em muitos troços: etapas curtas sabem melhor.',
    ),
  },
  'azores-first-timers': {
    title: 'Açores pela primeira vez: que ilhas, e por que ordem',
    slug: 'acores-pela-primeira-vez',
    excerpt: 'São Miguel, Pico e Faial numa primeira viagem: lagoas, vinhas na lava e baleias.',
    body: body(
      'Nove ilhas, e nenhuma igual: por onde começar?',
      'São Miguel primeiro',
      'As Sete Cidades e as Furnas são a melhor introdução ao arquipélago.',
    ),
  },
  'porto-food-markets': {
    title: 'Comer pelos mercados do Porto',
    slug: 'mercados-do-porto',
    excerpt: 'Do Bolhão renovado ao debate da francesinha: onde e o que comer no Porto.',
    body: body(
      'O Porto come-se nos mercados e nas tascas.',
      'O Bolhão',
      'Vá de manhã: peixe, flores e uma sandes de presunto ao balcão.',
    ),
  },
  'madeira-levada-walks': {
    title: 'Levadas da Madeira: percursos para todos os níveis',
    slug: 'levadas-da-madeira',
    excerpt: 'Canais de rega entre a laurissilva: as levadas mais bonitas, das fáceis às exigentes.',
    body: body(
      'As levadas levam a água, e os caminhadores, pela ilha inteira.',
      'Para começar',
      'A Levada dos Balcões é curta, plana e acaba num miradouro.',
    ),
  },
  'when-to-visit-the-algarve': {
    title: 'Quando visitar o Algarve (e quando evitar)',
    slug: 'quando-visitar-o-algarve',
    excerpt: 'Praias, grutas e amendoeiras em flor: o Algarve mês a mês, com as multidões e os preços.',
    body: body(
      'O Algarve não é só agosto.',
      'Primavera',
      'Abril e maio trazem mar calmo, flores e preços de época baixa.',
    ),
  },
}

type Day = [title: string, text: string]
const tours: Record<
  string,
  {
    title: string
    slug: string
    summary: string
    destination: string
    days: Day[]
    included: string[]
    excluded: string[]
    faq: [string, string][]
  }
> = {
  'lisbon-and-sintra-discovery': {
    title: 'Lisboa e Sintra',
    slug: 'lisboa-e-sintra',
    summary: 'Quatro dias em Lisboa e nos palácios românticos de Sintra, com guia local e tempo para passear.',
    destination: 'Lisboa, Portugal',
    days: [
      ['Chegada e uma noite em Alfama', 'Passeio ao fim da tarde pelas ruelas e jantar com fado.'],
      ['Belém e a zona ribeirinha', 'Mosteiro, torre e pastéis de manhã; tarde livre.'],
      ['Palácios de Sintra', 'O Palácio da Pena e o Castelo dos Mouros, almoço na vila.'],
      ['Cascais e partida', 'Uma manhã junto ao mar antes do transfer para o aeroporto.'],
    ],
    included: [
      '3 noites num hotel boutique central',
      'Pequenos-almoços e um jantar com fado',
      'Guia local nos dias 1–3',
      'Entradas em Sintra',
    ],
    excluded: ['Voos', 'Almoços', 'Seguro de viagem'],
    faq: [
      [
        'Que preparação física é precisa?',
        'Lisboa tem colinas e calçada: conte com duas a três horas de caminhada por dia, a um ritmo calmo, com elétricos e táxis para as subidas mais íngremes.',
      ],
      [
        'As crianças podem vir?',
        'Sim, a partir dos 6 anos. Indique as idades no pedido de reserva e escolhemos quartos adequados a uma família.',
      ],
      [
        'E se tiver de cancelar?',
        'Cancele até 30 dias antes da partida e devolvemos tudo. Depois disso, devolvemos o que os hotéis e os guias nos devolverem.',
      ],
    ],
  },
  'douro-valley-wine-journey': {
    title: 'Viagem pelos vinhos do Douro',
    slug: 'viagem-pelos-vinhos-do-douro',
    summary: 'Do Porto às quintas do Douro de comboio e barco, com provas, almoços nas vinhas e pôr do sol no rio.',
    destination: 'Vale do Douro, Portugal',
    days: [
      ['Porto', 'Visita a pé à Ribeira e prova numa cave de Gaia.'],
      ['De comboio pelo rio', 'A linha panorâmica até ao Pinhão e a primeira quinta.'],
      ['Quintas e socalcos', 'Duas quintas, piquenique nas vinhas e pôr do sol num rabelo.'],
      ['Vila Real e Mateus', 'Os jardins do Palácio de Mateus e uma aula de cozinha.'],
      ['Regresso ao Porto', 'Regresso por estrada com paragem em Amarante.'],
    ],
    included: [
      '4 noites (2 no Porto, 2 numa quinta)',
      'Todas as provas e o cruzeiro no rio',
      'Motorista privado no vale',
    ],
    excluded: ['Voos', 'Alguns jantares', 'Seguro de viagem'],
    faq: [
      [
        'Tenho de beber vinho?',
        'Não. Em cada prova há sumo de uva e azeite para provar, e o passeio de barco e as caminhadas nas vinhas são iguais para todos.',
      ],
      [
        'Quando são as vindimas?',
        'Em regra, de meados de setembro ao início de outubro: a partida de setembro passa uma manhã a vindimar com a equipa da quinta.',
      ],
      [
        'Porque se reserva este circuito aos pares?',
        'Os quartos da quinta são duplos e as mesas de prova são postas para dois, por isso o circuito é vendido para 2, 4, 6, 8 ou 10 viajantes.',
      ],
    ],
  },
  'azores-island-hopping': {
    title: 'Açores de ilha em ilha',
    slug: 'acores-de-ilha-em-ilha',
    summary: 'São Miguel, Pico e Faial: lagoas, vulcões, vinhas na lava e baleias, em oito dias.',
    destination: 'Açores, Portugal',
    days: [
      ['Ponta Delgada', 'Chegada a São Miguel e passeio pelo centro histórico.'],
      ['Sete Cidades', 'As lagoas gémeas vistas do alto, e um banho nas piscinas naturais.'],
      ['Furnas', 'Termas e um cozido feito na terra vulcânica.'],
      ['Voo para o Pico', 'Vinhas entre muros de lava, Património da UNESCO.'],
      ['Observação de baleias', 'Uma manhã no mar com biólogos marinhos.'],
      ['Montanha do Pico (opcional)', 'Subida guiada aos 2351 m, ou um dia livre.'],
      ['Faial', 'Ferry para a Horta e o vulcão dos Capelinhos.'],
      ['Partida', 'Transfer para o aeroporto da Horta.'],
    ],
    included: ['7 noites', 'Voos e ferries entre ilhas', 'Observação de baleias', 'Guia em São Miguel e no Pico'],
    excluded: ['Voos internacionais', 'Licença da subida ao Pico', 'A maioria dos jantares'],
    faq: [
      [
        'Os voos entre as ilhas estão incluídos?',
        'Sim: os voos e os ferries entre as ilhas estão incluídos. Os seus voos de ida e volta para os Açores não estão.',
      ],
      [
        'E se o tempo mudar os planos?',
        'O tempo nos Açores muda de hora a hora. O guia troca os dias para que as lagoas e a observação de baleias fiquem com os dias mais limpos.',
      ],
      [
        'Vamos ver baleias?',
        'É muito provável de abril a outubro, mas nunca certo. Se o barco não vir baleias nem golfinhos, pode voltar a sair sem pagar.',
      ],
    ],
  },
  'madeira-levadas-trek': {
    title: 'Trekking nas levadas da Madeira',
    slug: 'trekking-nas-levadas-da-madeira',
    summary: 'Sete dias a pé pela Madeira: laurissilva, cascatas, cumes acima das nuvens e o Funchal.',
    destination: 'Madeira, Portugal',
    days: [
      ['Funchal', 'Chegada e prova de vinho da Madeira.'],
      ['Levada dos Balcões e Ribeiro Frio', 'Uma primeira caminhada fácil na laurissilva.'],
      ['25 Fontes', 'Cascatas e lagoas no oeste da ilha.'],
      ['Do Pico do Arieiro ao Pico Ruivo', 'A grande travessia dos cumes da ilha.'],
      ['Ponta de São Lourenço', 'Um passeio costeiro, seco e ventoso.'],
      ['Dia livre no Funchal', 'Mercados, jardins e o teleférico.'],
      ['Partida', 'Transfer para o aeroporto.'],
    ],
    included: ['6 noites', 'Cinco caminhadas guiadas', 'Transporte da bagagem', 'Pequenos-almoços'],
    excluded: ['Voos', 'Almoços e jantares', 'Seguro de viagem'],
    faq: [
      [
        'As caminhadas são difíceis?',
        'Moderadas: 8 a 14 km por dia, sobretudo em veredas planas ao longo das levadas, com um dia mais duro na crista desde o Pico do Arieiro. Traga bom calçado de caminhada.',
      ],
      [
        'É preciso não ter vertigens?',
        'Algumas levadas seguem encostas íngremes, com corrimões. Nos dois troços mais expostos, o guia propõe um caminho mais fácil.',
      ],
      ['Quem leva a bagagem?', 'Uma carrinha leva a bagagem de hotel em hotel: caminha apenas com uma mochila de dia.'],
    ],
  },
  'algarve-coast-and-caves': {
    title: 'Costa e grutas do Algarve',
    slug: 'costa-e-grutas-do-algarve',
    summary: 'Falésias, grutas marinhas de caiaque e vilas caiadas: o Algarve fora da época alta.',
    destination: 'Algarve, Portugal',
    days: [
      ['Cidade velha de Faro', 'Chegada e passeio dentro das muralhas.'],
      ['Percurso dos Sete Vales Suspensos', 'O famoso trilho nas falésias, da Marinha a Benagil.'],
      ['Benagil de caiaque', 'Entrar nas grutas marinhas com um instrutor.'],
      ['Tavira', 'A vila das igrejas e da ponte romana.'],
      ['Partida', 'Transfer para o aeroporto de Faro.'],
    ],
    included: ['4 noites junto ao mar', 'Passeio de caiaque com equipamento', 'Guia nos dias 2–4'],
    excluded: ['Voos', 'Jantares', 'Seguro de viagem'],
    faq: [
      [
        'Podemos nadar na gruta de Benagil?',
        'Chega-se à gruta de caiaque ou de barco; desembarcar e nadar lá dentro não é permitido, para a proteger. Há tempo para nadar nas praias ao lado.',
      ],
      [
        'O passeio de caiaque é para principiantes?',
        'Sim: caiaques duplos, uma breve lição na praia e um instrutor na água. Se o mar estiver agitado, um passeio de barco substitui-o.',
      ],
      [
        'O que devo levar?',
        'Fato de banho, chapéu, protetor solar e calçado que se possa molhar. As noites junto ao mar podem ser frescas, mesmo no verão.',
      ],
    ],
  },
}

const pages: Record<string, { title: string; slug: string; heading?: string; text?: string }> = {
  home: {
    title: 'Início',
    slug: 'home',
    heading: 'Portugal, devagar',
    text: 'Viagens em pequenos grupos com guias locais: vales de vinho, costas selvagens, ilhas vulcânicas e as cidades pelo meio.',
  },
  contact: {
    title: 'Contacto',
    slug: 'contacto',
    heading: 'Fale connosco',
    text: 'Diga-nos as datas e o grupo: respondemos no mesmo dia.',
  },
  pricing: {
    title: 'Preços',
    slug: 'precos',
    heading: 'Preços simples e honestos',
    text: 'Por pessoa, em quarto duplo partilhado. Sem custos escondidos.',
  },
  gallery: { title: 'Galeria', slug: 'galeria', heading: 'Galeria', text: 'Imagens das nossas viagens.' },
  login: { title: 'Entrar', slug: 'entrar' },
}

const NAV: Record<string, string> = {
  Tours: 'Circuitos',
  'Travel guides': 'Guias de viagem',
  Prices: 'Preços',
  Gallery: 'Galeria',
  Contact: 'Contacto',
  Company: 'Empresa',
  'Plan a trip': 'Planear uma viagem',
  'See our tours': 'Ver os nossos circuitos',
}

/**
 * The pictures' alt texts in Portuguese (issue 27.12): the seed writes them as a scene's description,
 * alone or after what it shows (`Lisboa e Sintra: falésias douradas ...`); the names before the colon come
 * from the tours' and the gallery's translations, or stay as they are (place names).
 */
const SCENES: Record<string, string> = {
  'Pastel-coloured houses climbing a hill above the river at sunset':
    'Casas em tons pastel a subir uma colina sobre o rio ao pôr do sol',
  'Golden cliffs above a turquoise bay with waves breaking on the rocks':
    'Falésias douradas sobre uma baía turquesa, com ondas a rebentar nas rochas',
  'Layered mountain ridges fading into a hazy sky': 'Serras sucessivas a desvanecer num céu enevoado',
  'Terraced vineyards curving along a river valley': 'Vinhas em socalcos a curvar ao longo do vale de um rio',
  'A green volcanic island rising from a deep blue ocean':
    'Uma ilha vulcânica verde a erguer-se de um oceano azul profundo',
  'A misty laurel forest with a path along a water channel':
    'Uma floresta de laurissilva com nevoeiro e um caminho ao longo de uma levada',
  'Striped market stalls in front of a row of old town houses':
    'Bancas de mercado às riscas em frente a uma fila de casas antigas',
  'A football pitch with white lines under floodlights': 'Um relvado de futebol com linhas brancas sob os holofotes',
  'A sunlit bay framed by ochre cliffs on the Portuguese coast':
    'Uma baía soalheira entre falésias cor de ocre na costa portuguesa',
}
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1)

/** A seeded alt text in Portuguese, or null when it has no words to translate (a name, the logo's). */
function portugueseAlt(alt: string, names: Record<string, string>): string | null {
  if (SCENES[alt]) return SCENES[alt]
  const cut = alt.indexOf(': ')
  if (cut < 0) return null
  const name = alt.slice(0, cut)
  const scene = SCENES[upperFirst(alt.slice(cut + 2))]
  return scene ? `${names[name] ?? TEXTS[name] ?? name}: ${lowerFirst(scene)}` : null
}

type Row = Record<string, unknown>
/**
 * The pages' block texts, meta and the contact form's labels in Portuguese, by their English text: the
 * Portuguese layout is the English one (same blocks, pictures and links) with each text replaced. A text
 * missing here would stay English on /pt (tests/int/languages.test.ts lists any that does).
 */
const TEXTS: Record<string, string> = {
  // a guide's blocks after the article
  'Football tonight in Lisbon?': 'Futebol esta noite em Lisboa?',
  // home
  'Small-group tours in Portugal': 'Viagens em pequenos grupos em Portugal',
  'Small-group tours in Portugal with local guides: Lisbon, the Douro, the Azores, Madeira and the Algarve.':
    'Viagens em pequenos grupos em Portugal com guias locais: Lisboa, o Douro, os Açores, a Madeira e o Algarve.',
  'Tours for the coming season': 'Circuitos para a próxima temporada',
  'Live football': 'Futebol em direto',
  'Travel with people who live here': 'Viaje com quem vive cá',
  'We are a small team of guides from Lisbon, Porto and the islands. We design each tour ourselves, stay in family-run hotels, and keep groups small so that every day leaves room for the unexpected.':
    'Somos uma pequena equipa de guias de Lisboa, do Porto e das ilhas. Desenhamos cada circuito nós mesmos, ficamos em hotéis de família e mantemos os grupos pequenos, para que cada dia deixe espaço para o inesperado.',
  'Groups of 12 at most': 'Grupos de 12 pessoas no máximo',
  'Local guides, paid fairly': 'Guias locais, pagos com justiça',
  'Carbon-conscious transport': 'Transportes com baixa pegada de carbono',
  'Harvest in the Douro': 'Vindimas no Douro',
  'Pick grapes and tread them the old way.': 'Apanhe uvas e pise-as à moda antiga.',
  'Island days in the Azores': 'Dias de ilha nos Açores',
  'Whales, craters and hot springs.': 'Baleias, crateras e águas termais.',
  'Evenings in Lisbon': 'Noites em Lisboa',
  'Fado, rooftops and the river.': 'Fado, telhados e o rio.',
  'Latest travel guides': 'Os guias de viagem mais recentes',
  'How to book': 'Como reservar',
  'Choose a tour and a date, send us a booking request, and we confirm availability within a day.':
    'Escolha um circuito e uma data, envie-nos um pedido de reserva e confirmamos a disponibilidade num dia.',
  'What to pack': 'O que levar',
  'Comfortable walking shoes, a light rain jacket and a sun hat, whatever the season.':
    'Sapatos confortáveis para caminhar, um impermeável leve e um chapéu para o sol, seja qual for a estação.',
  'Getting here': 'Como chegar',
  'Lisbon, Porto and Faro have direct flights from most European cities.':
    'Lisboa, Porto e Faro têm voos diretos da maioria das cidades europeias.',
  'A typical day on tour': 'Um dia típico de circuito',
  'Morning: walk with your guide': 'Manhã: a pé com o seu guia',
  'We start at 9:00, after breakfast, with the main visit of the day.':
    'Começamos às 9:00, depois do pequeno-almoço, com a visita principal do dia.',
  'Lunch: where the locals eat': 'Almoço: onde comem os locais',
  'A long lunch in a family restaurant, often with the owner cooking.':
    'Um almoço sem pressa num restaurante de família, muitas vezes com o dono ao fogão.',
  'Afternoon: free time': 'Tarde: tempo livre',
  'Swim, nap or explore; your guide suggests options.': 'Nadar, dormir a sesta ou explorar: o seu guia sugere opções.',
  'Evening: optional dinner together': 'Noite: jantar em grupo, opcional',
  'Join the group or go your own way.': 'Junte-se ao grupo ou siga o seu caminho.',
  'Frequently asked questions': 'Perguntas frequentes',
  'How fit do I need to be?': 'Que preparação física é precisa?',
  'Most tours involve 2–4 hours of easy walking a day. Trekking tours are marked as such.':
    'A maioria dos circuitos tem 2 a 4 horas de caminhada fácil por dia. Os circuitos de trekking estão assinalados.',
  'Are flights included?': 'Os voos estão incluídos?',
  'No. We help you find the best connections once your tour is confirmed.':
    'Não. Ajudamos a encontrar as melhores ligações depois de o circuito estar confirmado.',
  'Can you tailor a trip?': 'Podem adaptar uma viagem?',
  'Yes. Private tours can be adapted to your dates, pace and interests.':
    'Sim. Os circuitos privados adaptam-se às suas datas, ao seu ritmo e aos seus interesses.',
  'Terraces above the Douro river in late September.': 'Socalcos sobre o rio Douro no fim de setembro.',
  'Ready when you are': 'Prontos quando quiser',
  'Tell us your dates and we will suggest the right tour.': 'Diga-nos as suas datas e sugerimos o circuito certo.',
  'Contact us': 'Contacte-nos',
  'See prices': 'Ver preços',
  // contact
  'Tell us where you would like to go and when. A travel designer will answer within one working day.':
    'Diga-nos onde gostaria de ir e quando. Um designer de viagens responde no prazo de um dia útil.',
  'Ask us about a tour or a tailor-made trip in Portugal.':
    'Pergunte-nos por um circuito ou por uma viagem à medida em Portugal.',
  // pricing
  Prices: 'Preços',
  'Tour prices per person: Essential, Classic and Private.': 'Preços por pessoa: Essencial, Clássico e Privado.',
  'Choose how you travel': 'Escolha como viaja',
  Essential: 'Essencial',
  Classic: 'Clássico',
  Private: 'Privado',
  'per person, from': 'por pessoa, desde',
  'Small group (max 12)': 'Grupo pequeno (máx. 12)',
  'Small group (max 10)': 'Grupo pequeno (máx. 10)',
  '3-star central hotels': 'Hotéis centrais de 3 estrelas',
  'Breakfast daily': 'Pequeno-almoço todos os dias',
  '4-star and boutique hotels': 'Hotéis de 4 estrelas e boutique',
  'Breakfast and three dinners': 'Pequeno-almoço e três jantares',
  'All entrance tickets': 'Todas as entradas',
  'Private transfers': 'Transferes privados',
  'Just you and your guide': 'Só você e o seu guia',
  'Hand-picked hotels': 'Hotéis escolhidos a dedo',
  'Flexible days': 'Dias flexíveis',
  '24/7 local assistance': 'Assistência local 24 horas por dia',
  'Ask about Essential': 'Perguntar pelo Essencial',
  'Ask about Classic': 'Perguntar pelo Clássico',
  'Ask about Private': 'Perguntar pelo Privado',
  'Questions about prices': 'Perguntas sobre preços',
  'What is the deposit?': 'Qual é o sinal?',
  '20% when you book; the rest 45 days before departure.': '20% na reserva; o resto 45 dias antes da partida.',
  'Can I travel alone?': 'Posso viajar sozinho?',
  'Yes. A single-room supplement applies, or we pair you with a room-mate.':
    'Sim. Aplica-se um suplemento de quarto individual, ou juntamo-lo a um companheiro de quarto.',
  'What if I cancel?': 'E se eu cancelar?',
  'Free cancellation up to 60 days before departure; after that, see our terms.':
    'Cancelamento gratuito até 60 dias antes da partida; depois disso, veja as nossas condições.',
  // gallery
  Gallery: 'Galeria',
  'Photos from our tours: coast, mountains, cities and islands.':
    'Fotografias dos nossos circuitos: costa, montanhas, cidades e ilhas.',
  Portfolio: 'Portefólio',
  All: 'Todas',
  Coast: 'Costa',
  Mountains: 'Montanhas',
  Cities: 'Cidades',
  Islands: 'Ilhas',
  'Alfama rooftops': 'Telhados de Alfama',
  'Ribeira, Porto': 'Ribeira, no Porto',
  'Pico from Faial': 'O Pico visto do Faial',
  // login
  'Login / Register': 'Entrar / Registar',
  'Log in or create your Sunway Tours account.': 'Entre ou crie a sua conta Sunway Tours.',
  'Your account': 'A sua conta',
  'Log in to see your booking requests, or create an account in a minute.':
    'Entre para ver os seus pedidos de reserva, ou crie uma conta num minuto.',
  // the contact form
  'Send message': 'Enviar mensagem',
  'Thank you! Your message has been received. We answer within one working day.':
    'Obrigado! Recebemos a sua mensagem. Respondemos no prazo de um dia útil.',
  'Your name': 'O seu nome',
  Email: 'E-mail',
  'Phone (optional)': 'Telefone (opcional)',
  'Tour you are interested in': 'Circuito que lhe interessa',
  Message: 'Mensagem',
}

/** The keys whose strings are texts (Lexical text nodes, block headings, labels, ...), not names or values. */
const TEXT_KEYS = new Set([
  'text',
  'heading',
  'label',
  'title',
  'caption',
  'intro',
  'feature',
  'period',
  'name',
  'category',
  'allLabel',
  'description',
])

/** `value` with every text at TEXT_KEYS (minus `skip`) replaced from TEXTS, then from `titles`; the rest kept as it is. */
function translateTexts(value: unknown, titles: Record<string, string>, skip: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((v) => translateTexts(v, titles, skip))
  if (!value || typeof value !== 'object') return value
  const out: Row = {}
  for (const [k, v] of Object.entries(value as Row))
    out[k] =
      typeof v === 'string' && TEXT_KEYS.has(k) && !skip.includes(k)
        ? (TEXTS[v] ?? titles[v] ?? v)
        : translateTexts(v, titles, skip)
  return out
}

const translateLabels = (rows: unknown, titles: Record<string, string>): unknown =>
  Array.isArray(rows)
    ? rows.map((row: Row) => {
        const out: Row = { ...row }
        for (const key of ['label', 'title']) {
          const v = row[key]
          if (typeof v === 'string') out[key] = NAV[v] ?? titles[v] ?? v
        }
        for (const key of ['children', 'links']) if (row[key]) out[key] = translateLabels(row[key], titles)
        return out
      })
    : rows

async function idsBySlug(payload: Payload, collection: CollectionSlug): Promise<Map<string, number | string>> {
  const res = await payload.find({ collection, locale: 'en', limit: 1000, depth: 0, pagination: false, draft: true })
  return new Map(res.docs.map((d) => [(d as { slug: string }).slug, d.id]))
}

export async function seedPortuguese(payload: Payload, log: (m: string) => void): Promise<void> {
  log('seed: the Portuguese translation')
  const titles: Record<string, string> = {}
  const cat = await idsBySlug(payload, 'categories')
  for (const [slug, t] of Object.entries(categories)) {
    const id = cat.get(slug)
    if (id) await copyLocale(payload, { collection: 'categories', id }, 'pt', { overrides: t, context: ctx })
  }
  const guideIds = await idsBySlug(payload, 'guides')
  for (const [slug, t] of Object.entries(guides)) {
    const id = guideIds.get(slug)
    if (!id) throw new Error(`seed: no guide ${slug} to translate`)
    const en = await payload.findByID({ collection: 'guides', id, locale: 'en', depth: 0 })
    titles[en.title] = t.title
    titles[en.title.split(':')[0]!] = t.title.split(':')[0]!
    await copyLocale(payload, { collection: 'guides', id }, 'pt', {
      overrides: {
        ...t,
        after: translateTexts(en.after, titles),
        meta: { title: t.title, description: t.excerpt.slice(0, 160) },
      },
      publish: true,
      context: ctx,
    })
  }
  const tourIds = await idsBySlug(payload, 'tours')
  for (const [slug, t] of Object.entries(tours)) {
    const id = tourIds.get(slug)
    if (!id) throw new Error(`seed: no tour ${slug} to translate`)
    const en = await payload.findByID({ collection: 'tours', id, locale: 'en', depth: 0 })
    titles[en.title] = t.title
    if (en.destination) titles[en.destination] = t.destination
    const itinerary = (en.itinerary ?? []).map((d, i) => ({
      day: d.day,
      title: t.days[i]?.[0] ?? d.title,
      description: t.days[i] ? doc(p(t.days[i][1])) : d.description,
    }))
    await copyLocale(payload, { collection: 'tours', id }, 'pt', {
      overrides: {
        title: t.title,
        slug: t.slug,
        summary: t.summary,
        destination: t.destination,
        itinerary,
        included: t.included.map((item) => ({ item })),
        excluded: t.excluded.map((item) => ({ item })),
        faq: t.faq.map(([question, answer]) => ({ question, answer })),
        meta: { title: t.title, description: t.summary.slice(0, 160) },
      },
      publish: true,
      context: ctx,
    })
  }
  const pageIds = await idsBySlug(payload, 'pages')
  // The contact page's form: its rows are shared by every language (the form builder localizes their
  // labels, not the rows), so the labels are written onto the same rows, ids kept.
  const contact = await payload.findByID({ collection: 'pages', id: pageIds.get('contact')!, locale: 'en', depth: 0 })
  for (const block of contact.layout ?? []) {
    if (block.blockType !== 'formBlock') continue
    const form = await payload.findByID({ collection: 'forms', id: block.form as number, locale: 'en', depth: 0 })
    await payload.update({
      collection: 'forms',
      id: form.id,
      locale: 'pt',
      depth: 0,
      data: {
        fields: translateTexts(form.fields, titles, ['name']),
        submitButtonLabel: TEXTS[form.submitButtonLabel ?? ''] ?? form.submitButtonLabel,
        confirmationMessage: translateTexts(form.confirmationMessage, titles),
      } as never,
      context: ctx,
    })
  }
  for (const [slug, t] of Object.entries(pages)) {
    const id = pageIds.get(slug)
    if (!id) throw new Error(`seed: no page ${slug} to translate`)
    const hero = { ...(t.heading ? { heading: t.heading } : {}), ...(t.text ? { text: t.text } : {}) }
    const en = await payload.findByID({ collection: 'pages', id, locale: 'en', depth: 0 })
    const links = translateLabels(
      (en.hero as { links?: { link?: Row }[] } | undefined)?.links?.map((l) => l.link),
      titles,
    )
    await copyLocale(payload, { collection: 'pages', id }, 'pt', {
      overrides: {
        title: t.title,
        slug: t.slug,
        layout: translateTexts(en.layout, titles),
        meta: translateTexts(en.meta, titles),
        hero: {
          ...hero,
          ...(Array.isArray(links)
            ? {
                links: (links as Row[]).map((link) => ({
                  link: Object.fromEntries(Object.entries(link).filter(([k]) => k !== 'id')),
                })),
              }
            : {}),
        },
      },
      publish: true,
      context: ctx,
    })
  }
  const media = await payload.find({ collection: 'media', locale: 'en', limit: 1000, depth: 0, pagination: false })
  for (const m of media.docs) {
    const alt = m.alt ? portugueseAlt(m.alt, titles) : null
    if (alt) await payload.update({ collection: 'media', id: m.id, locale: 'pt', data: { alt }, context: ctx })
  }
  const header = await payload.findGlobal({ slug: 'header', locale: 'en', depth: 0 })
  await copyLocale(payload, { global: 'header' }, 'pt', {
    overrides: {
      navigation: translateLabels(header.navigation, titles),
      cta: { ...header.cta, label: NAV[header.cta?.label ?? ''] ?? header.cta?.label },
    },
    context: ctx,
  })
  const footer = await payload.findGlobal({ slug: 'footer', locale: 'en', depth: 0 })
  await copyLocale(payload, { global: 'footer' }, 'pt', {
    overrides: {
      columns: translateLabels(footer.columns, titles),
      note: 'Agência de viagens licenciada RNAVT 0000 (demonstração).',
    },
    context: ctx,
  })
  await copyLocale(payload, { global: 'site-settings' }, 'pt', {
    overrides: {
      tagline: 'Viagens em pequenos grupos em Portugal, com guias locais.',
      chat: {
        message: 'Olá Sunway Tours! Tenho uma pergunta.\nReferência da viagem: {SKU}',
        tooltip: 'Dúvidas? Fale connosco',
        header: 'Sunway Tours',
        cta: 'Abrir conversa',
        bubbles: [
          { text: doc(p('Olá! 👋 Somos os designers de viagens da Sunway Tours.')), note: false },
          { text: doc(p('Pergunte-nos o que quiser sobre viagens, datas ou preços.')), note: false },
          { text: doc(p('Interessado na viagem {SKU}? Diga-nos as datas e o tamanho do grupo.')), note: false },
          { text: doc(p('Respondemos normalmente numa hora, das 9:00 às 19:00, hora de Lisboa.')), note: true },
        ],
      },
      behaviours: {
        messages: {
          viewSource: 'Ver o código-fonte está desativado!',
          inspectElement: 'Inspecionar elemento está desativado!',
          rightClick: 'O botão direito está desativado!',
          cutCopyPaste: 'Cortar/copiar/colar está desativado!',
          dragDrop: 'Arrastar imagens está desativado!',
          added: 'Adicionado ao carrinho',
          formSent: 'Obrigado! A sua mensagem foi enviada.',
        },
      },
    },
    context: ctx,
  })
}
