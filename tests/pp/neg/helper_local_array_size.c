// expect: 8:14: error: the size of array 't', declared in a function the region calls, depends on 'm': only constant sizes are taken there; declare the array before the region and pass it
/* a helper the region inlines declares a VLA sized by its parameter: named as written (t, m), not as renamed inside the region */
#include <stdio.h>
#define N 10
static double A[N][N], B[N][N];
static void rev(int m, const double *a, double *b)
{
    double t[m];
    int k;
    for (k = 0; k < m; k++) t[k] = a[k] + 1.0;
    for (k = 0; k < m; k++) b[k] = t[m - 1 - k];
}
static void kern(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        rev(5, A[i], B[i]);
}
int main(void)
{
    int s, i, j;
    int ns[] = {0, 1, 2, 7, 10};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = i * 10 + j; B[i][j] = -1; }
        kern(ns[s]);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", B[i][j]);
    }
    return 0;
}
