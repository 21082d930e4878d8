/* floyd-warshall (the paper's Fig. 2) in its natural form, storing only
 * improvements (the write is a may-write: a condition on data guards it),
 * with the updates of row k and column k during step k skipped (with
 * non-negative weights and a zero diagonal they do not change anything), so
 * that the i and j loops are provably parallel.  The PolyBench form, which
 * updates them, is not parallel: see ../par/floyd_plain.c. */
void floyd(int n, float path[n][n])
{
    int i, j, k;
#pragma bbmm name(floyd) parallel(i, j)
    for (k = 0; k < n; k++)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                if (i != k && j != k && path[i][k] + path[k][j] < path[i][j])
                    path[i][j] = path[i][k] + path[k][j];
}
