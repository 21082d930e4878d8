#include <stdio.h>
#include <math.h>

#define N 30
double u[N], un[N];

int main(void)
{
    int n = N, t = 0;
    double res;
    for (int i = 0; i < N; i++) u[i] = un[i] = (i == 0) ? 1.0 : 0.0;
    do {
#pragma bbmm
        for (int i = 1; i < n - 1; i++)
            un[i] = 0.5 * (u[i - 1] + u[i + 1]);
        res = 0.0;
        for (int i = 1; i < n - 1; i++) res += fabs(un[i] - u[i]);
#pragma bbmm
        for (int i = 1; i < n - 1; i++)
            u[i] = un[i];
        t++;
    } while (res > 0.05 && t < 45);
    printf("t=%d res=%a u=%a %a\n", t, res, u[1], u[n / 2]);
    while (t < 50) {
#pragma bbmm
        for (int i = n - 2; i >= 1; i--)
            u[i] = u[i] * 0.9 + 0.01 * i;
        t += 2;
    }
    printf("%a %a\n", u[2], u[n - 2]);
    return 0;
}
