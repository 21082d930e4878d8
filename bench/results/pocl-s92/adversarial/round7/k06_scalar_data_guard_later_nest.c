/* a region flag set by a data condition in one nest guards writes (if (flag)) in the next nest; flag read after */
#include <stdio.h>
#define N 24
static double A[N], B[N];
static void f(int n, double thr)
{
    int i, flag = 0, where = -1;
#pragma scop
    for (i = 0; i < n; i++)
        if (A[i] > thr) { flag = 1; where = i; }
    for (i = 0; i < n; i++)
        if (flag) B[i] = A[i] - where;
#pragma endscop
    printf("n=%d thr=%a flag=%d where=%d\n", n, thr, flag, where);
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { A[i] = (i * 5 % 7) * 0.5; B[i] = -1.0; }
    for (n = 0; n <= 9; n++) { f(n, 2.75); f(n, 1.0); }
    for (i = 0; i < N; i++) printf("%a\n", B[i]);
    return 0;
}
