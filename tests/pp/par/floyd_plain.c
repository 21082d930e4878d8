// expect: c0=host c1=band c2=band c1=band c1=band c1=band c2=band c1=band c1=band c2=band c1=band c1=band c2=band
/* looks parallel in i and j, but row k and column k are written during step k: split along i = k
 * and j = k, each of the nine pieces of a step is parallel in all its loops (the point (k, k) has none) */
void f(int n, float path[n][n])
{
    int i, j, k;
#pragma scop
    for (k = 0; k < n; k++)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                path[i][j] = path[i][j] < path[i][k] + path[k][j] ? path[i][j] : path[i][k] + path[k][j];
#pragma endscop
}
