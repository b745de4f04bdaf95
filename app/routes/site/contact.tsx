export default function Contact() {
  return <main>Not built yet</main>;
}
