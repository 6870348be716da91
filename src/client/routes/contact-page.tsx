import { ContactUs } from '../features/contact/components/contact-us.tsx';

export default function ContactPage() {
  return <ContactUs />;
}
