// expect: c0=swept c1=band
void f(int tsteps, int n, double A[n])
{
    int t, i;
#pragma bbmm
    for (t = 0; t < tsteps; t++)
        for (i = 1; i < n - 1; i++)
            A[i] = (A[i - 1] + A[i + 1]) / 2.0;
}
