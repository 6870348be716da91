import type { Vision } from '../../api/content.ts';

/** The vision and mission statements of /vision and the home page. */
export const defaultVision: Vision = {
  homeText:
    'A society where every child, whatever their family’s means, grows in knowledge, health and values, and where every woman has the skills and confidence to shape her own future.',
  vision: [
    'We are a non-profit gurukul working for the holistic development of every child. We picture a society where a child’s future does not depend on the income of their family or the village they are born in: where every child learns with confidence, grows up healthy, speaks up with courage and carries the values of our culture into a modern world.',
    'Education alone is not enough. A child also needs good food, a healthy routine, a safe home and a family that can stand on its own feet. That is why our work reaches the mind, the body and the community together: classrooms, health, and the women who hold families together.',
  ],
  pillars: [
    {
      title: 'Mind',
      text: 'Curious, confident learners who can read, reason, question and speak up.',
    },
    {
      title: 'Body',
      text: 'Healthy children and families through Satvik food, yoga and daily routines.',
    },
    {
      title: 'Character',
      text: 'Kindness, discipline and service, learned by living them every day.',
    },
    {
      title: 'Community',
      text: 'Women and families with the skills and the confidence to thrive.',
    },
  ],
  mission: [
    'Our mission is to bring free, high-quality learning and health support to children of government schools and their families, and to open doors that are usually closed to them: scholarships, residential schools, science, technology and the confidence to speak English.',
    'We work through volunteers, teachers, mentors and partners, in four areas:',
  ],
};
