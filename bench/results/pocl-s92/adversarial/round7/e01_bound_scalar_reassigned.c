/* loop bound is a region scalar m that the region assigns again after the loop; the iterator read after the region */
#include <stdio.h>
#define N 24
static double A[N], B[N];
static void f(int n)
{
    int i = -1, j = -2, m;
#pragma scop
    m = n - 1;
    for (i = 0; i < m; i++)
        A[i] = A[i] + 1.0;
    m = 2;
    for (j = 0; j < m + i; j++)
        B[j] = B[j] + A[j];
#pragma endscop
    printf("n=%d i=%d j=%d m=%d\n", n, i, j, m);
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = -i; }
    for (n = 0; n <= 9; n++) f(n);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
