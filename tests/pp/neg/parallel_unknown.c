// expect: 5:23: error: parallel(z): the region has no loop over 'z'
void f(int n, double A[n])
{
    int i;
#pragma bbmm parallel(z)
    for (i = 0; i < n; i++)
        A[i] = 0.0;
}
