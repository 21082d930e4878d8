/* nested explicit data scopes: outer keeps U and V, inner keeps U only around an inner loop with host reads */
#include <stdio.h>
#define N 32
static double U[N], V[N];
int main(void)
{
    int i, t, s, n = 28;
    double acc = 0.0;
    for (i = 0; i < N; i++) { U[i] = (i * 5) % 7; V[i] = 0; }
#pragma bbmm data(U, V)
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 1; i < n - 1; i++)
            V[i] = (U[i - 1] + U[i + 1]) * 0.5;
#pragma bbmm data(U)
        for (s = 0; s < 2; s++) {
#pragma bbmm
            for (i = 1; i < n - 1; i++)
                U[i] = V[i] + s;
#pragma bbmm update host(U)
            acc = acc + U[n / 2 + s];
        }
    }
    printf("acc=%a\n", acc);
    for (i = 0; i < N; i++) printf("%a %a\n", U[i], V[i]);
    return 0;
}
