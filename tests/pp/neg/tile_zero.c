// expect: 5:23: error: the tile size is 0: it must be positive
void f(int n, double A[n])
{
    int i;
#pragma bbmm tile(16, 0)
    for (i = 0; i < n; i++)
        A[i] = 1.0;
}
