/* tests/pp/lines/header_region_ok.c: a valid region in a header */
static void g(int n, double A[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = 1.0;
}
