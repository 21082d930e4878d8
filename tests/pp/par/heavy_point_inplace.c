// expect: c0=host c1=band c2=kernel
/* an in-place smoothing whose points each run a loop of 10,000 constant
 * iterations: bounded, but more work than one work-group should carry
 * per step (ANA_SWEEP_WORK), so the wavefront keeps one launch per step
 * with the whole device (stencil1d_inplace.c: no loop, a sweep) */
void f(int tsteps, int n, double A[n])
{
    int t, i, k;
#pragma bbmm
    for (t = 0; t < tsteps; t++)
        for (i = 1; i < n - 1; i++)
            for (k = 0; k < 10000; k++)
                A[i] = 0.5 * A[i] + 0.25 * (A[i - 1] + A[i + 1]);
}
