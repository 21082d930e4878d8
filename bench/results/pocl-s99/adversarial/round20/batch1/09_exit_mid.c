#include <stdio.h>
#include <stdlib.h>

#define N 30
double u[N][N], v[N][N];

static void step(int n)
{
#pragma bbmm
    for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < n - 1; j++)
            v[i][j] = (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]) * 0.25;
#pragma bbmm
    for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < n - 1; j++)
            u[i][j] = v[i][j];
}

int main(void)
{
    int n = N;
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) u[i][j] = (i == 0) ? 1.0 : ((i * j) % 3) * 0.1;
    for (int t = 0; t < 40; t++) {
        step(n);
        if (t % 5 == 0) printf("t=%d %a %a\n", t, u[1][1], u[N/2][N/2]);
        if (t == 17) {
            double s = 0;
            for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) s += u[i][j];
            printf("exit at %d %a\n", t, s);
            exit(0);
        }
    }
    printf("not reached\n");
    return 0;
}
