// The reference: an empty page that Next.js prerenders at build time.
export default function Page() {
  return <main>empty</main>
}
