import { setupComponentTests } from 'contracts/testing';

setupComponentTests();