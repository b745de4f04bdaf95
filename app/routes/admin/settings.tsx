export default function Settings() {
  return <main>Not built yet</main>;
}
