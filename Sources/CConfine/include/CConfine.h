#ifndef CCONFINE_H
#define CCONFINE_H

#include <sys/types.h>

/// Landlock ABI version of the running kernel (≥ 1), or -errno: -ENOSYS when the kernel has
/// no Landlock, -EOPNOTSUPP when it is built in but disabled at boot.
int cconfine_landlock_abi(void);

/// A new Landlock ruleset (close-on-exec fd) that handles every filesystem right `abi` knows
/// (up to ABI 7), no network right, and on ABI ≥ 6 scopes abstract Unix sockets and signals to
/// the domain. Returns the fd or -errno.
int cconfine_ruleset_create(int abi);

/// Allows `path` (followed through symlinks) in `ruleset`: read and execute, plus writing,
/// creating, removing and renaming when `writable`. A path that is not a directory gets only
/// the file rights. Returns 0, or -errno (-ENOENT for a path that does not exist).
int cconfine_ruleset_allow(int ruleset, int abi, const char *path, int writable);

/// Resource limits for the child; a negative value leaves that limit as the host has it.
/// A limit is never raised above the host's own hard limit.
struct cconfine_limits {
    long long address_space_bytes;
    long long cpu_seconds;
    long long open_files;
    long long processes;
    long long core_bytes;
};

/// Where a confined spawn failed (`cconfine_spawn`'s `stage`).
enum cconfine_stage {
    CCONFINE_STAGE_NONE = 0,
    CCONFINE_STAGE_CLONE,
    CCONFINE_STAGE_STDIO,
    CCONFINE_STAGE_RLIMIT,
    CCONFINE_STAGE_NO_NEW_PRIVS,
    CCONFINE_STAGE_LANDLOCK,
    CCONFINE_STAGE_EXEC,
};

/// Starts `path` as a child in a process group of its own, with stdin and stdout on /dev/null,
/// stderr on `stderr_fd`, no other descriptor, default signal handling, an empty signal mask,
/// `limits`, no_new_privs when `no_new_privs` is set, and the Landlock `ruleset` enforced when
/// it is ≥ 0. Between clone and exec the child makes only system calls (it shares the parent's
/// memory until exec, as posix_spawn's child does). Returns 0 and the pid, or an errno and the
/// stage that failed; a child that failed before exec has been reaped.
int cconfine_spawn(const char *path, char *const argv[], char *const envp[], int stderr_fd, int ruleset,
                   const struct cconfine_limits *limits, int no_new_privs, pid_t *pid, int *stage);

/// The path of the shared object that defines `symbol` in this process (dladdr), copied into
/// `buffer`; 0, or -1 when the symbol is unknown or the path does not fit.
int cconfine_symbol_library(const char *symbol, char *buffer, size_t capacity);

#endif
