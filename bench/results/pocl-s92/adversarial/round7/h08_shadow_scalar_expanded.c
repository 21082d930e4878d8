/* an outer temp t is expanded in one nest; a later nest declares its own t in its body; outer t printed after */
#include <stdio.h>
#define N 20
static double A[N], B[N], C[N];
static void f(int n)
{
    int i;
    double t = 0.75;
#pragma scop
    for (i = 0; i < n - 2; i++) {
        t = A[i] * 2.0;
        B[i] = t + 1.0;
    }
    for (i = 0; i < n; i++) {
        double t = B[i] - A[i];
        C[i] = t * t;
    }
#pragma endscop
    printf("n=%d t=%a\n", n, t);
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { A[i] = i * 0.5 - 2; B[i] = C[i] = 0; }
    for (n = 0; n <= 7; n++) f(n);
    for (i = 0; i < N; i++) printf("%a %a\n", B[i], C[i]);
    return 0;
}
