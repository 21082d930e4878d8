// expect: 5:14: error: unknown clause 'schedule' (expected tile, parallel, array, name or workgroup)
void f(int n, double A[n])
{
    int i;
#pragma bbmm schedule(static)
    for (i = 0; i < n; i++)
        A[i] = 0.0;
}
