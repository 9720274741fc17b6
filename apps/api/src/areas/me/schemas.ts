export { Me, MeUpdate, Representatives, Session, SwitchRepresentativeBody } from '@vool/api-client';
