import type { ComponentType } from 'react';
import HeadcountChart from './HeadcountChart';
import PeriodStateFlow from './PeriodStateFlow';
import RosterViewFigure from './RosterViewFigure';
import WishFlow from './WishFlow';

// Every figure an MDX page may use, by the name it is written with.
const figures: Record<string, ComponentType> = { HeadcountChart, PeriodStateFlow, RosterViewFigure, WishFlow };

export default figures;
