import { Link } from 'react-router';
import { useLocalPath, useTexts } from '#client/i18n/language-context.tsx';
import styles from './not-found-page.module.css';

export default function NotFoundPage() {
  const { notFound } = useTexts();
  const local = useLocalPath();
  return (
    <div className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{notFound.title}</h1>
      <p className={styles.text}>{notFound.text}</p>
      <h2 className={styles.subtitle}>{notFound.suggestions}</h2>
      <ul className={styles.links}>
        {notFound.links.map((link) => (
          <li key={link.to}>
            <Link to={local(link.to)} className={styles.link}>
              <span className={styles.linkLabel}>{link.label}</span>
              <span className={styles.linkDescription}>{link.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
