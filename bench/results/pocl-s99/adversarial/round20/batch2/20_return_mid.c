#include <stdio.h>

#define N 25
static double u[N], v[N];

static void step(int n)
{
#pragma bbmm
    for (int i = 1; i < n - 1; i++)
        v[i] = 0.5 * u[i] + 0.25 * (u[i - 1] + u[i + 1]);
#pragma bbmm
    for (int i = 1; i < n - 1; i++)
        u[i] = v[i] + (i % 2 ? 0.01 : -0.01);
}

int main(void)
{
    for (int i = 0; i < N; i++) u[i] = v[i] = (i * 7) % 5;
    for (int t = 0; t < 30; t++) {
        step(N);
        printf("%d %a\n", t, u[t % N]);
        if (u[5] < 1.9) {
            printf("done %a %a\n", u[5], v[6]);
            return 0;
        }
    }
    printf("end\n");
    return 0;
}
