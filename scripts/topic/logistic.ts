/**
 * L2-regularised logistic regression fitted by Newton's method. The model has ~70 inputs and ~1,000–8,000 rows, so the
 * exact Hessian is cheap and the fit is deterministic (no learning rate, no random start, same weights every run).
 */

/** Training rows: inputs, 0/1 targets and per-row weights. */
export interface Design {
  /** One input vector per row, all the same length. */
  rows: readonly Float64Array[];
  /** The 0/1 target of each row. */
  targets: readonly number[];
  /** How much each row counts in the loss (1 = normal). */
  rowWeights: readonly number[];
}

/** A fitted model. */
export interface Fit {
  bias: number;
  weights: Float64Array;
}

/** Options of the fit. */
export interface FitOptions {
  /** L2 penalty on the weights (not the bias). */
  l2: number;
  /** Per-feature multiplier of the penalty (default 1), e.g. to regularise some features harder. */
  penaltyScale?: readonly number[];
}

function sigmoid(logit: number): number {
  return 1 / (1 + Math.exp(-logit));
}

/** Solves `matrix * x = vector` for a symmetric positive-definite matrix (Cholesky); `matrix` is overwritten. */
function solveSpd(matrix: Float64Array[], vector: Float64Array): Float64Array {
  const size = vector.length;
  for (let j = 0; j < size; j += 1) {
    const rowJ = matrix[j] as Float64Array;
    let diagonal = rowJ[j] as number;
    for (let k = 0; k < j; k += 1) diagonal -= (rowJ[k] as number) ** 2;
    const pivot = Math.sqrt(Math.max(diagonal, 1e-12));
    rowJ[j] = pivot;
    for (let i = j + 1; i < size; i += 1) {
      const rowI = matrix[i] as Float64Array;
      let sum = rowI[j] as number;
      for (let k = 0; k < j; k += 1) sum -= (rowI[k] as number) * (rowJ[k] as number);
      rowI[j] = sum / pivot;
    }
  }
  const forward = new Float64Array(size);
  for (let i = 0; i < size; i += 1) {
    const rowI = matrix[i] as Float64Array;
    let sum = vector[i] as number;
    for (let k = 0; k < i; k += 1) sum -= (rowI[k] as number) * (forward[k] as number);
    forward[i] = sum / (rowI[i] as number);
  }
  const solution = new Float64Array(size);
  for (let i = size - 1; i >= 0; i -= 1) {
    let sum = forward[i] as number;
    for (let k = i + 1; k < size; k += 1) sum -= ((matrix[k] as Float64Array)[i] as number) * (solution[k] as number);
    solution[i] = sum / ((matrix[i] as Float64Array)[i] as number);
  }
  return solution;
}

/** Fits bias and weights; the bias is the last coordinate of the Newton system and is not penalised. */
export function fitLogistic(design: Design, options: FitOptions): Fit {
  const width = design.rows[0]?.length ?? 0;
  const size = width + 1;
  const theta = new Float64Array(size);
  for (let iteration = 0; iteration < 100; iteration += 1) {
    const gradient = new Float64Array(size);
    const hessian = Array.from({ length: size }, () => new Float64Array(size));
    design.rows.forEach((row, r) => {
      let logit = theta[width] as number;
      for (let j = 0; j < width; j += 1) logit += (row[j] as number) * (theta[j] as number);
      const probability = sigmoid(logit);
      const weight = design.rowWeights[r] ?? 1;
      const residual = weight * (probability - (design.targets[r] ?? 0));
      const curvature = weight * probability * (1 - probability);
      for (let i = 0; i < size; i += 1) {
        const xi = i === width ? 1 : (row[i] as number);
        if (xi === 0) continue;
        gradient[i] = (gradient[i] as number) + residual * xi;
        const hessianRow = hessian[i] as Float64Array;
        for (let j = 0; j <= i; j += 1) {
          const xj = j === width ? 1 : (row[j] as number);
          if (xj !== 0) hessianRow[j] = (hessianRow[j] as number) + curvature * xi * xj;
        }
      }
    });
    for (let i = 0; i < size; i += 1) {
      const hessianRow = hessian[i] as Float64Array;
      for (let j = 0; j < i; j += 1) (hessian[j] as Float64Array)[i] = hessianRow[j] as number;
      if (i < width) {
        const penalty = options.l2 * (options.penaltyScale?.[i] ?? 1);
        gradient[i] = (gradient[i] as number) + penalty * (theta[i] as number);
        hessianRow[i] = (hessianRow[i] as number) + penalty;
      } else {
        hessianRow[i] = (hessianRow[i] as number) + 1e-6;
      }
    }
    const step = solveSpd(hessian, gradient);
    let change = 0;
    for (let i = 0; i < size; i += 1) {
      theta[i] = (theta[i] as number) - (step[i] as number);
      change = Math.max(change, Math.abs(step[i] as number));
    }
    if (change < 1e-7) break;
  }
  return { bias: theta[width] as number, weights: theta.slice(0, width) };
}
