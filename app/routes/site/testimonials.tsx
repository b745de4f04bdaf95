export default function Testimonials() {
  return <main>Not built yet</main>;
}
