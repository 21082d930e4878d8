/* a loop bounded by the exit value of k; k then reused by a later loop; i and k read after */
#include <stdio.h>
#define N 24
static double A[N], B[N];
static void f(int n)
{
    int i = -1, k = -2;
#pragma scop
    for (k = 0; k < n; k++)
        A[k] = A[k] * 0.5;
    for (i = 0; i < k; i++)
        B[i] = B[i] + A[i];
    for (k = 0; k < 2; k++)
        A[k] = A[k] + B[k + 1];
#pragma endscop
    printf("n=%d i=%d k=%d\n", n, i, k);
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = -i; }
    for (n = 0; n <= 9; n++) f(n);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
