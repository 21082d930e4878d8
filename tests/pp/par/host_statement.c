// expect: t=host i=band
/* a statement between nests runs as a nest of its own */
void f(int tsteps, int n, double A[n], double B[n], double c[1])
{
    int t, i;
#pragma bbmm
    for (t = 0; t < tsteps; t++) {
        c[0] = c[0] + 1.0;
        for (i = 0; i < n; i++)
            A[i] = B[i] * c[0];
    }
}
