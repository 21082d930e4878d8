// expect: 5:19: error: the tile size is -1: it must be positive
void f(int n, double A[n])
{
    int i;
#pragma bbmm tile(-1)
    for (i = 0; i < n; i++)
        A[i] = 1.0;
}
