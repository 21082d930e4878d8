// expect: c0=swept c1=band c2=kernel
/* an in-place smoothing whose points each run a loop of 8 constant
 * iterations: bounded work, within ANA_SWEEP_WORK, so the wavefront runs
 * as a sweep (heavy_point_inplace.c: 10,000 iterations, none) */
void f(int tsteps, int n, double A[n])
{
    int t, i, k;
#pragma bbmm
    for (t = 0; t < tsteps; t++)
        for (i = 1; i < n - 1; i++)
            for (k = 0; k < 8; k++)
                A[i] = 0.5 * A[i] + 0.25 * (A[i - 1] + A[i + 1]);
}
