#include <stdio.h>

#define N 18
double u[N][N];

int main(void)
{
    int ns[] = {1, 3, 5, 18};
    for (int s = 0; s < 4; s++) {
        int n = ns[s];
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) u[i][j] = ((i + 1) * (j + 2) % 7) * 0.5;
        for (int t = 0; t < 4; t++) {
#pragma bbmm
            for (int i = 1; i < n - 1; i++)
                for (int j = 1; j < n - 1; j++)
                    u[i][j] = (u[i - 1][j] + u[i][j - 1] + u[i + 1][j] + u[i][j + 1]) * 0.25;
        }
        double h = 0; for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) h = h * 0.9 + u[i][j];
        printf("n=%d %a\n", n, h);
    }
    return 0;
}
