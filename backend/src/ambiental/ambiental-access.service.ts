import { Injectable } from '@nestjs/common';
import { analysisPartsAccess } from '../analyses/analysis-parts-access.js';
import { Ambiental, AmbientalFactorEntity, AmbientalSubfactorEntity, factorView, subfactorView } from './ambiental.entity.js';

/** What a path id names: the analysis itself or something inside it. */
export type AmbientalPart = 'ambiental' | 'factor' | 'subfactor';

/** Access to an Ambiental through its own id, a factor's or a subfactor's. */
@Injectable()
export class AmbientalAccessService extends analysisPartsAccess<Ambiental, AmbientalPart>(Ambiental, {
  ambiental: 'analysis',
  factor: { entity: AmbientalFactorEntity, parent: 'ambientalId', view: factorView },
  subfactor: { entity: AmbientalSubfactorEntity, parent: 'factorId', in: 'factor', view: subfactorView },
}) {}
