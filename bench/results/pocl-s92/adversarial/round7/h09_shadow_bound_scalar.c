/* block-local int m shadows the function's m and bounds the loop; the outer m and i printed after */
#include <stdio.h>
#define N 20
static double A[N];
static void f(int n)
{
    int i = -1, m = 99;
#pragma scop
    {
        int m = n - 3;
        for (i = 0; i < m; i++)
            A[i] = A[i] + 1.0;
    }
#pragma endscop
    printf("n=%d i=%d m=%d\n", n, i, m);
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) A[i] = i;
    for (n = 0; n <= 7; n++) f(n);
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
