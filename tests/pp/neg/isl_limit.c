// expect: 7:14: error: region too complex for the polyhedral analysis (isl operation limit reached; simplify the bounds or split the region)
// args: --max-ops 200
void f(int n, int m, double A[n][m])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = (i + 3 * m) / 7; j < m - (5 * i + n) / 11; j += 3)
            if ((i + j) % 5 != 2 && (i - 2 * j) % 7 != 3)
                A[i][j] = A[(i * 3 + j) % 4][j / 2] + 1.0;
}
