export default function Index() {
  return <main>Not built yet</main>;
}
