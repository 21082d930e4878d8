#include <stdio.h>

int main(void)
{
    int ns[] = {1, 2, 9, 30};
    for (int s = 0; s < 4; s++) {
        int n = ns[s];
        double a[n][n], b[n][n];
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { a[i][j] = (i * 3 + j) % 7; b[i][j] = 0; }
        for (int t = 0; t < 3; t++) {
#pragma bbmm
            for (int i = 0; i < n; i++)
                for (int j = 0; j < n; j++)
                    b[i][j] = a[i][j] + (i > 0 ? a[i - 1][j] : 0.0) + (j + 1 < n ? a[i][j + 1] : 0.0);
#pragma bbmm
            for (int i = 0; i < n; i++)
                for (int j = 0; j < n; j++)
                    a[i][j] = b[i][j] * 0.3;
        }
        double h = 0; for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) h = h * 0.9 + a[i][j];
        printf("n=%d %a\n", n, h);
    }
    return 0;
}
