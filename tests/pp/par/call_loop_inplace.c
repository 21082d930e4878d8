// expect: c0=host c1=band
/* an in-place smoothing whose points call a function with a loop of a
 * variable count: each point's work is not bounded, so the wavefront
 * keeps one launch per step, with the whole device (no sweep; compare
 * call_args_inplace.c) */
static double relax(double a, double b, int reps)
{
    double s = a;
    int k;
    for (k = 0; k < reps; k++)
        s = 0.5 * s + 0.25 * b;
    return s;
}
void f(int tsteps, int n, int reps, double A[n])
{
    int t, i;
#pragma bbmm
    for (t = 0; t < tsteps; t++)
        for (i = 1; i < n - 1; i++)
            A[i] = relax(A[i - 1], A[i + 1], reps);
}
