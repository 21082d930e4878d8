/* tests/pp/lines/header_region.c: a region with an error, in a header */
static void f(int n, double A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i * i] = 1.0;
}
