// expect: 5:27: error: the tile size overflows (more than 9223372036854775807)
void f(int n, double A[n])
{
    int i;
#pragma bbmm tile(1 << 62 << 1)
    for (i = 0; i < n; i++)
        A[i] = 1.0;
}
