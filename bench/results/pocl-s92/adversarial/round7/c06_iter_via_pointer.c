/* iterators and a temp read after the region only through pointers taken before it, or passed by address */
#include <stdio.h>
#define N 20
static double A[N][N], B[N];
static void show(const int *p, const double *q) { printf("%d %a\n", *p, *q); }
static void f(int n)
{
    int i = -1, j = -2;
    double t = 9.0;
    int *pj = &j;
    double *pt = &t;
#pragma bbmm
    for (i = 0; i < n; i++) {
        t = 0.0;
        for (j = 0; j < n - i; j++)
            t = t + A[i][j];
        B[i] = t;
    }
    printf("n=%d *pj=%d *pt=%a\n", n, *pj, *pt);
    show(&i, &t);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i + 3 * j) % 7 - 3;
    for (n = 0; n <= 6; n++) f(n);
    for (i = 0; i < N; i++) printf("%a\n", B[i]);
    return 0;
}
