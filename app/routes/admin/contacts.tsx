export default function Contacts() {
  return <main>Not built yet</main>;
}
