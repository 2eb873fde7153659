import { seededFaker, avatarUrl } from '../demo-kit/seed-tools.js';
import { USER_PLANS, USER_ROLES, USER_STATUSES, type DemoUser } from './schemas.js';

export const SEEDED_USERS = 60;

/** 60 realistic users over every role, plan and status; every fourth has no avatar. */
export function seedDemoUsers(): DemoUser[] {
  const faker = seededFaker(1001);
  return Array.from({ length: SEEDED_USERS }, (_, index) => {
    const id = index + 1;
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const username = faker.internet.username({ firstName, lastName }).toLowerCase();
    return {
      id,
      fullName: `${firstName} ${lastName}`,
      company: faker.company.name(),
      role: USER_ROLES[index % USER_ROLES.length]!,
      username,
      country: faker.location.country(),
      contact: faker.phone.number({ style: 'national' }),
      email: faker.internet.email({ firstName, lastName }).toLowerCase(),
      currentPlan: USER_PLANS[(index * 3 + 1) % USER_PLANS.length]!,
      status: USER_STATUSES[(index * 7) % USER_STATUSES.length]!,
      avatar: id % 4 === 0 ? null : avatarUrl(id),
    };
  });
}
