#include <stdio.h>

#define N 33
double u[N][N], v[N][N];

static void adv(int n, double cx, double cy)
{
#pragma bbmm
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            int ip = (i + 1) % n, im = (i - 1 + n) % n;
            double w = (j == 0) ? u[i][j] : u[i][j - 1];
            double e = (j == n - 1) ? u[i][j] : u[i][j + 1];
            v[i][j] = u[i][j] - cx * (u[ip][j] - u[im][j]) - cy * (e - w);
        }
#pragma bbmm
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            u[i][j] = v[i][j] > 5.0 ? 5.0 : (v[i][j] < -5.0 ? -5.0 : v[i][j]);
}

int main(void)
{
    int ns[] = {1, 2, 3, 10, 33};
    for (int s = 0; s < 5; s++) {
        int n = ns[s];
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) u[i][j] = ((i * 3 + j * 5) % 7) - 3.0;
        for (int t = 0; t < 9; t++) adv(n, 0.3, 0.2);
        double h = 0; for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) h = h * 0.9 + u[i][j];
        printf("n=%d %a\n", n, h);
    }
    return 0;
}
