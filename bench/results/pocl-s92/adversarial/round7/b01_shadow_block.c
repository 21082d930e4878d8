/* a scop whose block declares its own i and s shadowing the function's; the outer i and s printed after */
#include <stdio.h>
#define N 20
static double A[N], B[N];
static void f(int n)
{
    int i = 42;
    double s = 3.5;
#pragma scop
    {
        int i;
        double s;
        for (i = 0; i < n; i++) {
            s = A[i] * 2.0;
            B[i] = s + 1.0;
        }
    }
#pragma endscop
    printf("n=%d i=%d s=%a\n", n, i, s);
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { A[i] = i * 0.5; B[i] = 0; }
    for (n = 0; n <= 5; n++) f(n);
    for (i = 0; i < N; i++) printf("%a\n", B[i]);
    return 0;
}
