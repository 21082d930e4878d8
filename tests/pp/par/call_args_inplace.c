// expect: c0=swept c1=band
/* the array elements a call reads are real accesses: an in-place smoothing
 * carries a dependence */
static double avg3(double a, double b, double c)
{
    return (a + b + c) / 3.0;
}
void f(int tsteps, int n, double A[n])
{
    int t, i;
#pragma bbmm
    for (t = 0; t < tsteps; t++)
        for (i = 1; i < n - 1; i++)
            A[i] = avg3(A[i - 1], A[i], A[i + 1]);
}
