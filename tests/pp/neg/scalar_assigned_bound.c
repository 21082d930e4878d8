// expect: 9:21: error: 'm' is assigned in the region, so loop bounds, subscripts and conditions cannot use it (they are fixed for the whole region)
void f(int n, double A[n])
{
    int i, m;
#pragma scop
    m = n - 1;
    if (n > 8)
        m = 8;
    for (i = 0; i < m; i++)
        A[i] = A[i + 1];
#pragma endscop
}
