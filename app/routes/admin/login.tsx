export default function Login() {
  return <main>Not built yet</main>;
}
