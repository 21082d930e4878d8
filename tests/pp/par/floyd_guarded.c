// expect: k=host i=band j=band
/* floyd-warshall without the no-op updates of row and column k: provably parallel */
void f(int n, float path[n][n])
{
    int i, j, k;
#pragma bbmm parallel(i, j)
    for (k = 0; k < n; k++)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                if (i != k && j != k)
                    path[i][j] = path[i][j] < path[i][k] + path[k][j] ? path[i][j] : path[i][k] + path[k][j];
}
