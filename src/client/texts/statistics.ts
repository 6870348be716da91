export const statisticsSection = {
  heading: 'Our Impact',
  text: 'Every number is a child in a classroom, a teacher honoured or a woman finding her voice.',
  image: {
    src: '/images/home/statistics.svg',
    alt: 'Children in school uniforms raising their hands in a bright classroom',
    width: 640,
    height: 520,
  },
};
