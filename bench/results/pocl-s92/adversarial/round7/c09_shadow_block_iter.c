/* a scop block declares its own i (parallel loop) shadowing the function's i, which is printed after */
#include <stdio.h>
#define N 20
static double A[N], B[N];
static void f(int n)
{
    int i = 42, j = 43;
#pragma scop
    {
        int i;
        for (i = 0; i < n; i++)
            B[i] = A[i] * 2.0;
        for (j = 0; j < i; j++)
            A[j] = B[j] + 1.0;
    }
#pragma endscop
    printf("n=%d i=%d j=%d\n", n, i, j);
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { A[i] = i * 0.5; B[i] = 0; }
    for (n = 0; n <= 5; n++) f(n);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
